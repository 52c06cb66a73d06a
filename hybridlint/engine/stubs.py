"""Method bodies left out of the libcst parse, and the trip that brings them back.

About a fifth of what libcst is handed over a code base is ``__init__`` bodies (bench/RESULTS.md,
Session 28), and most of what the rules ask of them (declared parameters, children, ``self.X =``
facts) can be answered without them; so can the other methods a kept class keeps only for what
they hold (a ``self.x =``, a call declaring a parameter or registering a child) where no
scope-like code names them (no helper call can reach them).  So ``pipeline.py`` parses a file
with the bodies of the methods that ``reduce.py`` chose replaced by ``pass`` (lines kept), and puts a
:class:`StubbedStatements` where each body's statements were.  Every read of them -- iterating, a walk into them,
generating its code for a position or ``code_for`` -- raises :class:`NeedsBody`, and the file is
analysed again from a parse of the whole text: a reader that has not been taught to do without
the body costs time, never a different answer.  A reader that can do without it tests
``type(block.body) is StubbedStatements`` and answers from the stdlib tree (``ctx.stdlib_statements()``,
or a class's ``HybridClass.ast_methods`` for what its methods declare: declared.py), which always
holds the whole file.

``NeedsBody`` is a ``BaseException`` so that no ``except Exception`` on the way (a fixer's
``offer``, the position fallback) can turn the trip into a different answer.
"""
from __future__ import annotations

import libcst as cst


class NeedsBody(BaseException):
    """A stubbed method body was read: the file must be analysed from its whole text."""


def _trip(self, *args):
    raise NeedsBody("a stubbed method body was read")


class StubbedStatements(cst.IndentedBlock):
    """What a stubbed method's ``IndentedBlock`` holds instead of its statements: iterating,
    indexing, measuring, comparing or reading any field of it raises NeedsBody.

    The block around it stays a real ``IndentedBlock`` (its type is what walks dispatch on, by
    identity), and this class is a ``CSTNode`` with the fields of a block, so that
    ``walk.children`` hands it on as a child and the walk trips on its fields instead of
    skipping it as a value that is no node.  The block's own fields (the comment after the
    ``def`` line, the indent, the comment lines after the last statement) keep their text, as
    reduce.py empties only the lines from the first statement to the end of the last; the
    emptied lines may add blank lines to the footer, which no reader looks at."""

    __iter__ = __len__ = __getitem__ = __contains__ = __reversed__ = __bool__ = _trip
    __add__ = __radd__ = __mul__ = __rmul__ = __eq__ = __ne__ = _trip
    __lt__ = __le__ = __gt__ = __ge__ = _trip
    __hash__ = object.__hash__

    def __getattribute__(self, name: str):
        if name == "__class__":      # (isinstance() asks; the answer reads nothing)
            return StubbedStatements
        raise NeedsBody(name)

    def __repr__(self) -> str:
        return "StubbedStatements()"


def stub_bodies(module: cst.Module, stubbed: "set[int]", kept_classes) -> int:
    """Replace the statements of each method of ``module``'s top-level classes whose
    ``def`` line is in ``stubbed`` by a StubbedStatements; ``kept_classes`` are the stdlib
    ClassDefs of the parsed text's top-level classes with their methods left in the text, in
    order, which give each method's line.  Returns how many were stubbed."""
    n = 0
    classes = [s for s in module.body if type(s) is cst.ClassDef]
    for node, (cls, methods) in zip(classes, kept_classes):
        if type(node.body) is not cst.IndentedBlock or node.name.value != cls.name:
            continue
        defs = [s for s in node.body.body if type(s) is cst.FunctionDef]
        if len(defs) != len(methods):
            continue
        for fn, m in zip(defs, methods):
            if fn.name.value != m.name or m.lineno not in stubbed or type(fn.body) is not cst.IndentedBlock:
                continue
            # the parsed tree is this file's alone, so the block is changed in place (no
            # dataclass __init__: it would read the fields this class exists to hide)
            object.__setattr__(fn.body, "body", object.__new__(StubbedStatements))
            n += 1
    return n
