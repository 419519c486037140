/** doc 2 §2.2: four example prompts, the one list behind AI Discovery, the chat's welcome and the "/" discovery window. */
export const EXAMPLE_PROMPTS = ['Phone under E2,000 with a good camera', 'Bakkie under R150k', 'Red dress for a wedding', 'Sofa for a small lounge'] as const;
