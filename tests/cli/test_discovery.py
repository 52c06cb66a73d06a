import os
from pathlib import Path

import pytest

from hybridlint.config import DEFAULT_EXCLUDE
from hybridlint.discovery import IgnoreFile, compile_pattern, discover


def ignored(patterns, rel, is_dir=False):
    return IgnoreFile.from_lines(Path("/r"), patterns).verdict(rel, is_dir)


@pytest.mark.parametrize("patterns, rel, is_dir, expected", [
    (["*.py"], "a/b/c.py", False, True),              # no slash: matches at any depth
    (["/top.py"], "top.py", False, True),             # leading slash anchors
    (["/top.py"], "sub/top.py", False, None),
    (["doc/frotz"], "doc/frotz", False, True),        # middle slash anchors too
    (["doc/frotz"], "a/doc/frotz", False, None),
    (["build/"], "build", True, True),                # dir-only
    (["build/"], "build", False, None),
    (["**/gen"], "x/y/gen", True, True),
    (["**/gen"], "gen", True, True),
    (["a/**/b"], "a/b", False, True),
    (["a/**/b"], "a/x/y/b", False, True),
    (["abc/**"], "abc/x/y.py", False, True),
    (["*.py", "!keep.py"], "keep.py", False, False),  # negation, last match wins
    (["!keep.py", "*.py"], "keep.py", False, True),
    (["\\#hash.py"], "#hash.py", False, True),
    (["# comment", ""], "comment", False, None),
    (["file?.py"], "file1.py", False, True),
    (["file[0-9].py"], "file7.py", False, True),
    (["file[!0-9].py"], "file7.py", False, None),
    (["*.py"], "a.pyc", False, None),
])
def test_gitignore_semantics(patterns, rel, is_dir, expected):
    assert ignored(patterns, rel, is_dir) is expected


def test_trailing_spaces_and_escaped_space():
    assert compile_pattern("foo.py   ").regex.match("foo.py")
    assert compile_pattern("foo\\ ").regex.match("foo ")


def make_tree(root: Path, files):
    for rel in files:
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x = 1\n")


def rels(root, found):
    return sorted(p.relative_to(root).as_posix() for p in found.files)


def test_walk_respects_gitignore_and_default_excludes(tmp_path):
    (tmp_path / ".git").mkdir()
    make_tree(tmp_path, ["a.py", "nb.ipynb", "notes.txt", "gen/x.py", "keep/gen.py", ".venv/lib/y.py",
                         "pkg/__pycache__/z.py", "pkg/mod.py", "pkg/skip_me.py", "pkg/sub/deep.py",
                         "build/b.py", "pkg/sub/keep.py"])
    (tmp_path / ".gitignore").write_text("gen/\n/pkg/skip_*.py\n")
    (tmp_path / "pkg" / "sub" / ".gitignore").write_text("*.py\n!keep.py\n")
    found = discover(["."], tmp_path, DEFAULT_EXCLUDE, cwd=tmp_path)
    assert rels(tmp_path, found) == ["a.py", "keep/gen.py", "nb.ipynb", "pkg/mod.py", "pkg/sub/keep.py"]
    assert not found.problems


def test_gitignore_of_parent_directory_applies_inside_repo(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / ".gitignore").write_text("secret.py\n")
    make_tree(tmp_path, ["src/secret.py", "src/ok.py"])
    found = discover(["src"], tmp_path, DEFAULT_EXCLUDE, cwd=tmp_path)
    assert rels(tmp_path, found) == ["src/ok.py"]
    found = discover(["src"], tmp_path, DEFAULT_EXCLUDE, respect_gitignore=False, cwd=tmp_path)
    assert rels(tmp_path, found) == ["src/ok.py", "src/secret.py"]


def test_exclude_and_extend_exclude(tmp_path):
    make_tree(tmp_path, ["a.py", "legacy/old.py", "sub/legacy/other.py", "tools/gen/x.py", "tools/y.py"])
    found = discover(["."], tmp_path, [*DEFAULT_EXCLUDE, "legacy", "tools/gen"], cwd=tmp_path)
    assert rels(tmp_path, found) == ["a.py", "tools/y.py"]


def test_explicit_files_win_unless_force_exclude(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / ".gitignore").write_text("ignored.py\n")
    make_tree(tmp_path, ["ignored.py", "build/gen.py", "ok.py"])
    args = ["ignored.py", "build/gen.py", "ok.py"]
    found = discover(args, tmp_path, DEFAULT_EXCLUDE, cwd=tmp_path)
    assert rels(tmp_path, found) == ["build/gen.py", "ignored.py", "ok.py"]
    found = discover(args, tmp_path, DEFAULT_EXCLUDE, force_exclude=True, cwd=tmp_path)
    assert rels(tmp_path, found) == ["ok.py"]


def test_missing_path_is_a_problem_not_a_crash(tmp_path):
    found = discover(["nope.py"], tmp_path, DEFAULT_EXCLUDE, cwd=tmp_path)
    assert not found.files and "no such file" in found.problems[0].message


def test_symlink_loop_is_not_followed_and_walk_finishes(tmp_path):
    make_tree(tmp_path, ["pkg/a.py"])
    os.symlink(tmp_path / "pkg", tmp_path / "pkg" / "loop")
    found = discover(["."], tmp_path, DEFAULT_EXCLUDE, cwd=tmp_path)
    assert rels(tmp_path, found) == ["pkg/a.py"]
    assert not found.problems


def test_linked_directories_are_never_followed(tmp_path):
    # a committed `vendor -> ../outside`, a link to `/`, and a fan-out of links to one tree
    project, outside = tmp_path / "proj", tmp_path / "outside"
    make_tree(project, ["a.py", "fan/real/b.py"])
    make_tree(outside, ["victim.py"])
    os.symlink(outside, project / "vendor")
    os.symlink("/", project / "rootfs")
    for i in range(16):
        os.symlink(project / "fan" / "real", project / "fan" / f"l{i}")
    found = discover(["."], project, DEFAULT_EXCLUDE, cwd=project)
    assert rels(project, found) == ["a.py", "fan/real/b.py"]


def test_linked_files_count_only_inside_the_project_and_once(tmp_path):
    project, outside = tmp_path / "proj", tmp_path / "outside"
    make_tree(project, ["a.py"])
    make_tree(outside, ["victim.py"])
    os.symlink(outside / "victim.py", project / "out.py")
    os.symlink(project / "a.py", project / "again.py")
    found = discover([".", "a.py"], project, DEFAULT_EXCLUDE, cwd=project)
    # the real a.py once (under the first name that reached it), nothing from outside
    assert len(found.files) == 1 and os.path.realpath(found.files[0]) == str(project / "a.py")


def test_duplicates_are_checked_once(tmp_path):
    make_tree(tmp_path, ["a.py"])
    found = discover([".", "a.py", "./a.py"], tmp_path, DEFAULT_EXCLUDE, cwd=tmp_path)
    assert rels(tmp_path, found) == ["a.py"]


def test_runner_finds_a_file_of_the_run_under_any_spelling_of_its_real_path(tmp_path):
    # runner._Where maps the run's files by real path through discovery.real_path (each directory
    # resolved once): a linked directory, a linked file and `..` all lead to the file's position
    from hybridlint.loading import LoadedFile
    from hybridlint.runner import _Where
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "a.py").write_text("x = 1\n")
    (tmp_path / "pkg" / "b.py").write_text("y = 1\n")
    (tmp_path / "alias").symlink_to(tmp_path / "pkg", target_is_directory=True)
    (tmp_path / "pkg" / "c.py").symlink_to(tmp_path / "pkg" / "b.py")
    files = [LoadedFile(path=tmp_path / "alias" / "a.py", display="alias/a.py"),
             LoadedFile(path=tmp_path / "pkg" / "b.py", display="pkg/b.py")]
    where = _Where(tmp_path, files)
    assert where.position("pkg/a.py") == 0
    assert where.position("alias/b.py") == 1
    assert where.position("pkg/c.py") == 1
    assert where.position("alias/../pkg/b.py") == 1
    assert where.position("pkg/missing.py") is None
    for spelled in ("pkg/a.py", "alias/b.py", "pkg/c.py"):
        assert where.real(spelled) in {os.path.realpath(f.path) for f in files}
