// Tables of the comments module (issue 4).
export {};
