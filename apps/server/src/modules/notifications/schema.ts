// Tables of the notifications module (issue 4).
export {};
