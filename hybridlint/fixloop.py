"""``--fix``/``--diff``/``--add-noqa`` for one file: fix rounds (non-overlapping fixes, re-lint,
refuse output Python cannot parse), the verifier, and the checked atomic write or a roll back."""
from __future__ import annotations

import ast
import errno
import os
import re
from dataclasses import replace
from pathlib import Path
from typing import Any, Sequence

from .analysis import Engine, analyze_many
from .boundedio import read_regular
from .diagnostics import PARSE_ERROR, Diagnostic, Edit
from .discovery import within
from .engine.companions import (class_of, class_spans, fixed_classes, is_companion, keep_companions,
                                settled_classes, span_of)
from .loading import MAX_FILE_BYTES, LoadedFile, content_digest
from .noqa import add_noqa
from .notebook import Notebook, parse_notebook
from .outcome import FileOutcome
from .run_settings import Settings
from .sourcefile import apply_edits, encode, write_atomic
from .suppression import Policy, filter_diagnostics

MAX_FIX_ROUNDS = 10


def _applicable(diag: Diagnostic, settings: Settings) -> bool:
    return diag.fix is not None and (diag.fix.applicability == "safe" or settings.unsafe_fixes)


def _select_fixes(diagnostics: Sequence[Diagnostic], text: str = "") -> tuple[list[Edit], list[Diagnostic]]:
    """A set of fixes whose edits do not overlap; a fix is applied whole or not at all."""
    taken: list[tuple[int, int]] = []
    edits: list[Edit] = []
    chosen: list[Diagnostic] = []
    # a fix that moves a `.shape` read another fix rewrites into a function it writes (a loop
    # turned into a foreach step holding `h.reshape((x.shape[0], -1))`) waits: the read's
    # rewrite is proved from shapes of the scope it was read in (the carried state's, read
    # from the loop), which the step's parameters do not have, so it is made first and the
    # outer is offered again on the new text next round.  So does one around an operator's
    # broadcasting form (HYB008's error or HYB024's companion: `h * keep` ->
    # `F.broadcast_mul(h, keep)` in a loop's body), proved from the operands' kinds in that
    # scope: in the step they are its parameters, which prove nothing, and the operator would
    # stay elementwise (GRU4Rec's reset by a mask, NCF's `h[:, j] * (j < n)`).
    # Other inner rewrites are local syntax that holds in the step as well, and may be the
    # text the outer fix reads
    ordered = sorted(diagnostics, key=lambda d: min((e.start for e in d.fix.edits), default=0))
    scoped = [d for d in ordered if d.code in _SCOPED_PROOFS
              or any(".shape" in text[e.start:e.end] for e in d.fix.edits)]
    waits = {id(d) for d in ordered if any(_encloses(d, o) for o in scoped if o is not d)}
    for diag in [d for d in ordered if id(d) not in waits] + [d for d in ordered if id(d) in waits]:
        spans = [(e.start, e.end) for e in diag.fix.edits]
        if not spans:
            continue
        if any(s < te and ts < e or (s == e == ts == te) for s, e in spans for ts, te in taken):
            continue
        taken.extend(spans)
        edits.extend(diag.fix.edits)
        chosen.append(diag)
    return edits, chosen


_DEF_LINE = re.compile(r"^[ \t]*def ", re.M)
# rules whose fix rests on what the scope proves of its operands (see _select_fixes)
_SCOPED_PROOFS = frozenset({"HYB008", "HYB024"})


def _encloses(outer: Diagnostic, inner: Diagnostic) -> bool:
    """``outer`` writes a function, and every edit of ``inner`` lies inside one edit of
    ``outer`` that is larger than it."""
    if not any(_DEF_LINE.search(e.text) for e in outer.fix.edits):
        return False
    spans = [(e.start, e.end) for e in outer.fix.edits]
    return bool(inner.fix.edits) and all(
        any(s <= e.start and e.end <= t and (s, t) != (e.start, e.end) and s < e.end and e.start < t
            for s, t in spans)
        for e in inner.fix.edits)


def _parses(text: str) -> bool:
    """Whether Python's own parser accepts ``text`` (the engine's parser may be more lenient)."""
    try:
        compile(text, "<fixed>", "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
        return True
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False


def _with_newline(edits: list[Edit], newline: str) -> list[Edit]:
    """Edits whose inserted line breaks follow the file's style (a CRLF file stays CRLF)."""
    if newline == "\n":
        return edits
    return [replace(e, text=re.sub(r"\r\n|\r|\n", newline, e.text)) if ("\n" in e.text or "\r" in e.text) else e
            for e in edits]


def _apply_fixes(fixes: list[Diagnostic], text: str, notebook: Notebook | None,
                 newline: str) -> tuple[str, Notebook | None, Any, list[Edit]]:
    """The text (and notebook, notebook data) with ``fixes`` applied, and the edits refused."""
    edits = [e for d in fixes for e in _with_newline(list(d.fix.edits), newline)]
    if notebook is not None:
        data, _, refused = notebook.apply_edits(edits)
        parsed = parse_notebook(notebook.dumps(data))
        return (parsed.source if parsed else text), parsed, data, refused
    new_text, _, refused = apply_edits(text, edits)
    return new_text, None, None, refused


def _fix_rounds(loaded: LoadedFile, diagnostics: list[Diagnostic], project: Any, engine: Engine,
                settings: Settings, policy: Policy, outcome: FileOutcome,
                hold: "dict[str, str] | None" = None,
                settled: "frozenset[str]" = frozenset()) -> tuple[str, Notebook | None, Any]:
    """Apply fixes round by round until none applies; (text, notebook, notebook data) reached.
    ``hold``: classes (by name) whose fixes are not applied, each with the note saying why;
    ``settled``: classes whose companion fixes are made besides those the original lint names."""
    text = loaded.text
    notebook = loaded.notebook
    nb_data = notebook.data if notebook else None
    original_parses: bool | None = None   # parsed only once a fix changes the text: most files get none
    newline = loaded.source.newline if loaded.source is not None and notebook is None else "\n"
    seen = {text}
    current = diagnostics
    # the classes whose companion fixes stay offered while the rounds fix their errors away
    companions = fixed_classes(diagnostics, text, lambda d: _applicable(d, settings)) | settled
    for _ in range(MAX_FIX_ROUNDS):
        fixable = [d for d in current if _applicable(d, settings)]
        if any(is_companion(d) for d in fixable):
            spans = class_spans(text)
            fixable = [d for d in fixable if not is_companion(d) or class_of(d, spans) in companions]
        if hold:
            spans = [(first, last) for first, last, name in class_spans(text) if name in hold]
            fixable = [d for d in fixable if not _inside(d, text, spans)]
        if not fixable:
            break
        _, chosen = _select_fixes(fixable, text)
        new_text, new_notebook, new_data, refused = _apply_fixes(chosen, text, notebook, newline)
        if refused:
            # A fix is applied whole or not at all: drop those with an edit that could not be made.
            whole = [d for d in chosen if not any(e in refused for e in _with_newline(list(d.fix.edits), newline))]
            if len(whole) < len(chosen):
                chosen = whole
                new_text, new_notebook, new_data, _ = _apply_fixes(chosen, text, notebook, newline)
        if not chosen:
            break
        if new_text in seen:
            break   # no change, or fixes that undo each other: stop at a text that lints as reported
        # (findings the analysis places in an imported helper's module belong to that file's
        # outcome, settled by the runner before fixing; its fixed text is this file's only)
        raw = [d for d in analyze_many(project, [(new_text, loaded.display)], engine)[0]
               if d.path == loaded.display]
        if original_parses is None:
            original_parses = _parses(loaded.text)
        if any(d.code == PARSE_ERROR for d in raw) or (original_parses and not _parses(new_text)):
            outcome.fix_errors.append(
                f"{loaded.display}: a fix of {', '.join(sorted({d.code for d in chosen}))} produced code that "
                "does not parse; kept the file as it was before that fix (please report this)")
            break
        seen.add(new_text)
        outcome.fixed += len(chosen)
        outcome.fix_messages.extend(f"{_fix_location(loaded.display, d, notebook)}: {d.code} "
                                    f"{d.fix.message or 'fixed'}" for d in chosen)
        text = new_text
        if new_notebook is not None:
            notebook, nb_data = new_notebook, new_data
        current = filter_diagnostics(raw, replace(loaded, text=text, notebook=notebook), policy, companions)
        if any(is_companion(d) for d in raw):
            # a companion that shows only once a fix has proven its operands tensors (an `nd.`
            # chain or a legacy subscript rewritten to F operators) is offered in a settled class
            spans = class_spans(text)
            outcome.late_companions = frozenset(class_of(d, spans) for d in raw if is_companion(d))
        else:
            outcome.late_companions = frozenset()
    # what is left is reported as on a fresh lint of the fixed text: a class whose errors the
    # rounds fixed no longer fails, so its companions (kept above only to be fixed) are not shown
    outcome.diagnostics = keep_companions(current, text)
    outcome.fix_errors.extend(f"{loaded.display}:{note}" for note in (hold or {}).values())
    return text, notebook, nb_data


def _silent(diag: Diagnostic) -> bool:
    """A finding whose construct does not fail after hybridize() but computes something else
    (`len(x)` gives 1, `x[0]` the whole tensor, `for row in x` one pass): the rule that reports
    it says so (Rule.report's ``silent``)."""
    return diag.severity == "error" and bool(diag.extra.get("silent"))


def _silent_classes(current: Sequence[Diagnostic], text: str, settings: Settings) -> "dict[str, str]":
    """The classes whose fixes must be held back (read on the fixed text), each with the note that
    says why.

    A block with a silent construct that no fix removes hybridizes once its other faults are
    fixed, and then returns other values instead of failing: a changed output, which no fix may
    cause. Its fixes wait until that construct is fixed by hand. A block that keeps another
    unfixed fault still fails loudly after fixing, so its fixes are made."""
    silent = [d for d in current if _silent(d) and not _applicable(d, settings)]
    if not silent:
        return {}
    spans = class_spans(text)
    loud = {span_of(d, spans) for d in current if d.severity == "error" and d.code != PARSE_ERROR
            and not _silent(d) and not _applicable(d, settings)}
    held: dict[str, str] = {}
    for diag in silent:
        span = span_of(diag, spans)
        if span is None or span in loud or span[2] in held:
            continue
        held[span[2]] = (f" fixes in `{span[2]}` not applied: {diag.code} `{diag.message.split('`')[1] if '`' in diag.message else ''}` "
                         "has no automatic fix, and with the rest fixed the block would hybridize and silently "
                         "compute other values; fix that by hand, then run --fix again")
    return held


def _inside(diag: Diagnostic, text: str, held: "list[tuple[int, int]]") -> bool:
    """Whether ``diag`` lies in, or edits, a held class (its line span)."""
    lines = {diag.line}
    for edit in diag.fix.edits:
        first = text.count("\n", 0, edit.start) + 1
        lines.update((first, first + text.count("\n", edit.start, edit.end)))
    return any(first <= line <= last for first, last in held for line in lines)


def _fix_location(display: str, diag: Diagnostic, notebook: "Notebook | None") -> str:
    """Where a fix was made, as the findings say it: ``nb.ipynb:cell 3:2:5`` in a notebook."""
    if notebook is not None and diag.cell is None:
        diag = notebook.map_diagnostic(diag)
    cell = f"cell {diag.cell}:" if diag.cell is not None else ""
    return f"{display}:{cell}{diag.line}:{diag.col}"


def _roll_back(outcome: FileOutcome, loaded: LoadedFile, diagnostics: list[Diagnostic], why: str) -> None:
    """Forget the fixes of ``outcome``: the file and its findings stay as they were."""
    outcome.fix_errors.append(why)
    outcome.fixed, outcome.fix_messages, outcome.diff = 0, [], ""
    outcome.diagnostics = diagnostics
    outcome.text, outcome.notebook = loaded.text, loaded.notebook
    outcome.fixed_output = None


def _outside_project(path: str, root: Path) -> Path | None:
    """The real file behind ``path`` when a symlink on the way leads out of the project, else None.

    A file reached through a link is rewritten only when the link's target is inside the project
    root: ``--fix`` must never change a file that the project merely points at."""
    target = Path(os.path.realpath(path))
    if target == Path(os.path.abspath(path)):
        return None                     # no link on the way: the user named this very file
    return None if within(target, Path(os.path.realpath(root))) else target


def _write_fixed(loaded: LoadedFile, data: bytes, root: Path) -> str | None:
    """Replace the file with ``data``; why it could not be, or None when written."""
    target = Path(os.path.realpath(loaded.path))   # through a symlink: the link stays a link
    what = f"{loaded.display}: not written, the file is unchanged"
    outside = _outside_project(loaded.path, root)
    if outside is not None:
        return (f"{what}: it is a symlink to {outside}, outside the project ({root}); "
                f"run hybridlint in the project that owns that file to fix it")
    try:
        # No write bit at all means read-only on purpose, even for root (whom os.access lets write).
        read_only = not os.access(target, os.W_OK) or not os.stat(target).st_mode & 0o222
    except OSError:
        read_only = True
    if read_only:
        return f"{what}: it is read-only (make it writable, e.g. `chmod u+w {loaded.display}`, and run again)"
    try:
        now = read_regular(target, MAX_FILE_BYTES)
    except OSError as exc:
        return f"{what}: cannot read it again ({exc.strerror or exc})"
    if content_digest(now) != loaded.digest:
        return f"{what}: it changed on disk while hybridlint was checking it; run again"
    try:
        write_atomic(target, data)
    except OSError as exc:
        return f"{what}: cannot write it ({exc.strerror or exc}{_write_hint(exc)})"
    return None


def _write_hint(exc: OSError) -> str:
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return "; the disk or quota is full: free space and run again"
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "; is its directory writable?"
    return ""


def fix_file(loaded: LoadedFile, diagnostics: list[Diagnostic], project: Any, engine: Engine,
              settings: Settings, policy: Policy) -> FileOutcome:
    outcome = FileOutcome(display=loaded.display, diagnostics=diagnostics)
    text, notebook, nb_data = _fix_rounds(loaded, diagnostics, project, engine, settings, policy, outcome)
    # what the fixes leave decides: a class whose errors the rounds all fixed, some only in a
    # later round, gets its companion fixes in a second pass (the first could not know it would
    # be left without an error); a silent construct may gain its fix only after other rounds
    settled: "frozenset[str]" = frozenset()
    if outcome.fixed and notebook is None and settings.unsafe_fixes and (
            outcome.late_companions or any(is_companion(d) for d in diagnostics)):
        # (only a class the original lint or the last round's shows a companion finding in: a
        # second pass costs the rounds' lints again)
        spans = class_spans(loaded.text)
        offered = {class_of(d, spans) for d in diagnostics if is_companion(d)} | outcome.late_companions
        settled = (settled_classes(diagnostics, loaded.text, outcome.diagnostics, text) & offered) - fixed_classes(
            diagnostics, loaded.text, lambda d: _applicable(d, settings))
    if settled:
        outcome = FileOutcome(display=loaded.display, diagnostics=diagnostics)
        text, notebook, nb_data = _fix_rounds(loaded, diagnostics, project, engine, settings, policy,
                                              outcome, settled=settled)
    hold = _silent_classes(outcome.diagnostics, text, settings) if outcome.fixed else {}
    if hold:
        outcome = FileOutcome(display=loaded.display, diagnostics=diagnostics)
        text, notebook, nb_data = _fix_rounds(loaded, diagnostics, project, engine, settings, policy,
                                              outcome, hold, settled)
    outcome.text, outcome.notebook = text, notebook
    if not outcome.fixed:
        return outcome
    if notebook is not None and loaded.notebook is not None:
        old_out, new_out = loaded.notebook.text, loaded.notebook.dumps(nb_data)
    else:
        old_out, new_out = loaded.text, text
    try:
        data = encode(loaded.source, new_out)
    except UnicodeEncodeError as exc:
        _roll_back(outcome, loaded, diagnostics,
                   f"{loaded.display}: not written, the file is unchanged: the fixed text holds "
                   f"{exc.object[exc.start:exc.end]!r}, which its declared encoding {loaded.source.encoding} "
                   "cannot represent (fix these findings by hand, or save the file as UTF-8)")
        return outcome
    if settings.verifier is not None:
        if notebook is not None:
            outcome.verify_notes.append(f"{loaded.display}: not verified: --verify checks .py files only "
                                        "(notebooks are fixed unverified)")
        else:
            keep, lines = settings.verifier(loaded.path, loaded.display, loaded.text, text)
            if not keep:
                _roll_back(outcome, loaded, diagnostics, "\n".join(lines))
                return outcome
            outcome.verify_notes.extend(lines)
    if settings.diff:
        if notebook is not None and loaded.notebook is not None:
            outcome.diff = loaded.notebook.cell_diff(nb_data, loaded.display)
        else:
            import difflib  # (only --diff needs it: not imported at every check's start-up)

            outcome.diff = "".join(difflib.unified_diff(
                old_out.splitlines(keepends=True), new_out.splitlines(keepends=True),
                fromfile=loaded.display, tofile=loaded.display))
        outcome.diagnostics = diagnostics
        outcome.text, outcome.notebook = loaded.text, loaded.notebook
    elif loaded.from_stdin:
        outcome.fixed_output = data
    else:
        problem = _write_fixed(loaded, data, settings.root)
        if problem is not None:
            _roll_back(outcome, loaded, diagnostics, problem)
    return outcome


def add_noqa_file(loaded: LoadedFile, diagnostics: list[Diagnostic], settings: Settings) -> FileOutcome:
    """``--add-noqa``: each line with findings gets ``# noqa: CODES``, written as fixes are."""
    outcome = FileOutcome(display=loaded.display, diagnostics=diagnostics)
    if loaded.notebook is not None or not any(d.code != PARSE_ERROR for d in diagnostics):
        if loaded.notebook is not None and diagnostics:
            outcome.fix_errors.append(f"{loaded.display}: --add-noqa does not edit notebooks; add `# noqa: CODE` "
                                      "to the cell lines by hand")
        return outcome
    text, added, refused = add_noqa(loaded.text, diagnostics)
    for line in refused:
        outcome.fix_errors.append(
            f"{loaded.display}:{line}: no `# noqa` added: a comment at the end of this line would change the "
            "code (a backslash continuation or a multi-line string); add `# hybridlint: noqa: CODE` on a line "
            "of its own, or change the line")
    if not added:
        return outcome
    try:
        data = encode(loaded.source, text)
    except UnicodeEncodeError:      # cannot happen: only ASCII was added, but never lose the file
        outcome.fix_errors.append(f"{loaded.display}: not written, the file is unchanged")
        return outcome
    problem = None if loaded.from_stdin else _write_fixed(loaded, data, settings.root)
    if problem is not None:
        outcome.fix_errors.append(problem)
        return outcome
    if loaded.from_stdin:
        outcome.fixed_output = data
    outcome.noqa_added = added
    outcome.text = text
    outcome.diagnostics = [d for d in diagnostics if d.code == PARSE_ERROR or d.line in refused]
    return outcome
