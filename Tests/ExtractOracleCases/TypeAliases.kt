package com.example.app.aliases

typealias UserMap = Map<String, List<Pair<Int, String?>>>
typealias Id = String
internal typealias Table<R> = MutableList<MutableMap<String, R>>
typealias Nested = kotlin.collections.List<kotlin.String>
