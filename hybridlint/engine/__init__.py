"""The analysis engine: hybrid scope finder, value kinds, rule dispatch.

Public entry points (the CLI, the cache and the fixers use only these):

``index_module(source, path) -> ModuleIndex``
    A cheap, picklable summary of one file (its classes, their bases as
    dotted names, its imports) used to resolve HybridBlock subclasses across
    the files of one run.

``ProjectIndex.from_modules(indexes)``
    Joins module indexes; answers "is this class a HybridBlock?".

``analyze(source, path, project=None) -> list[Diagnostic]``
    Every diagnostic of every rule for one file (filtering by --select /
    --ignore and noqa is the caller's job).  Never raises on bad input: a
    file that does not parse gives one ``HYB000`` diagnostic.

Nothing here imports numpy or the runtime.
"""
