// Tables of the media module (issue 4).
export {};
