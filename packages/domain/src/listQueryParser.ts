/** The `./list-query` entry: the list query language's parser and its messages (the API's), kept out of `.`. */
export * from "./entities/listQueryParse";
