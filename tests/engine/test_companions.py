"""engine/companions.py: which companion findings stand (beside another rule's error in their class),
and which classes --fix makes them in (each error fixed, or inside the edit of a fix)."""
from __future__ import annotations

import ast

from hybridlint.diagnostics import Diagnostic, Edit, Fix
from hybridlint.engine.companions import class_spans, fixed_classes, keep_companions, settled_classes, span_of

TEXT = (
    "class A:\n"            # 1
    "    x = 1\n"           # 2
    "    y = 2\n"           # 3
    "\n"                    # 4
    "\n"                    # 5
    "class B:\n"            # 6
    "    x = 1\n"           # 7
    "\n"                    # 8
    "\n"                    # 9
    "def helper():\n"       # 10
    "    return 1\n"        # 11
)


def _diag(line: int, code: str = "HYB001", severity: str = "error", companion: bool = False,
          col: int = 5, fix: "Fix | None" = None, **extra) -> Diagnostic:
    if companion:
        extra["companion"] = True
    return Diagnostic(path="m.py", line=line, col=col, code=code, message="m", end_line=line, end_col=col + 1,
                      severity=severity, fix=fix, extra=extra)


def _companion(line: int, col: int = 5) -> Diagnostic:
    return _diag(line, "HYB024", "info", companion=True, col=col)


def test_a_companion_stands_only_beside_another_rules_error_in_its_class():
    kept = keep_companions([_diag(2), _companion(3), _companion(7)], TEXT)
    assert [(d.line, d.code) for d in kept] == [(2, "HYB001"), (3, "HYB024")]


def test_warnings_infos_and_other_companions_do_not_make_a_class_fail():
    found = [_diag(2, "HYB014", "warning"), _diag(3, "HYB011", "info"), _companion(2), _companion(3)]
    assert keep_companions(found, TEXT) == found[:2]


def test_a_named_class_keeps_its_companions_without_an_error():
    assert [d.line for d in keep_companions([_companion(7)], TEXT, frozenset({"B"}))] == [7]


def test_a_companion_outside_every_class_never_stands():
    assert keep_companions([_diag(2), _companion(11)], TEXT, frozenset({"A", "B"})) == [_diag(2)]


def test_an_error_reached_from_a_class_makes_it_fail():
    # a module-level helper's error, found while tracing a call from class B (line 7)
    found = [_diag(11, via_line=7), _companion(7)]
    assert keep_companions(found, TEXT) == found


def test_a_companion_gives_way_to_another_finding_on_the_same_expression():
    found = [_diag(2), _diag(3, "HYB008"), _companion(3), _companion(3, col=9)]
    assert [(d.code, d.col) for d in keep_companions(found, TEXT)] == [("HYB001", 5), ("HYB008", 5), ("HYB024", 9)]


def test_fixed_classes_need_every_error_fixed_or_inside_a_fix():
    fixed = Fix(edits=(Edit(TEXT.index("x = 1"), TEXT.index("x = 1") + 5, "x = 2"),), applicability="safe")
    take = lambda d: d.fix is not None      # noqa: E731
    # A: its one error has a fix; B: its error has none
    assert fixed_classes([_diag(2, fix=fixed), _diag(7)], TEXT, take) == frozenset({"A"})
    # an error without a fix of its own, inside the edit another finding's fix makes (line 2, col 5)
    assert fixed_classes([_diag(2, "HYB007", fix=fixed), _diag(2, col=6)], TEXT, take) == frozenset({"A"})
    # ... and one outside it
    assert fixed_classes([_diag(2, "HYB007", fix=fixed), _diag(3)], TEXT, take) == frozenset()
    # ... or inside a companion's edit, which keeps its operands' text (HYB008's refused `w * noise`
    # within HYB024's `mu + w * noise`): the class still fails, its operators are not rewritten
    wrapped = _diag(2, "HYB024", "info", companion=True, fix=fixed)
    assert fixed_classes([wrapped, _diag(2, "HYB008", col=6)], TEXT, take) == frozenset()


def test_settled_classes_had_an_error_and_have_none_after_the_rounds():
    original = [_diag(2), _diag(7), _companion(3)]
    # A's error is gone from the fixed text, B's is still there; the helper's error never made a class fail
    assert settled_classes(original, TEXT, [_diag(7), _diag(11)], TEXT) == frozenset({"A"})
    assert settled_classes([_diag(11)], TEXT, [], TEXT) == frozenset()
    # a helper's error reached from a class's call (via_line) fails that class too
    assert settled_classes([_diag(11, via_line=7)], TEXT, [], TEXT) == frozenset({"B"})


def test_span_of_takes_the_findings_own_line_first_then_the_call_that_reaches_it():
    spans = class_spans(TEXT)
    assert span_of(_diag(3, via_line=7), spans)[2] == "A"
    assert span_of(_diag(11, via_line=7), spans)[2] == "B"
    assert span_of(_diag(11), spans) is None


NESTED = '''\
class A:
    class B:
        def f(self):
            class C:
                pass
            if x:
                class D:
                    pass
            try:
                pass
            except E:
                class F:
                    pass
            else:
                class G:
                    pass
            finally:
                class H:
                    pass
    def g(self):
        for i in y:
            class I:
                pass
        else:
            with z:
                class J:
                    pass
        match v:
            case 1:
                class K:
                    pass
        return lambda: [type("L", (), {}) for _ in ()]
async def h():
    async with a:
        class M:
            pass
    while b:
        class N:
            pass
'''


def test_class_spans_finds_classes_in_every_kind_of_block_in_walk_order():
    # the spans come from the statement lists alone; the order is ast.walk's (breadth first), which
    # the sort by length keeps among classes of equal length
    walked = [(n.lineno, n.end_lineno, n.name) for n in ast.walk(ast.parse(NESTED)) if isinstance(n, ast.ClassDef)]
    assert class_spans(NESTED) == sorted(walked, key=lambda span: span[1] - span[0])
    assert {span[2] for span in class_spans(NESTED)} == set("ABCDFGHIJKMN")
