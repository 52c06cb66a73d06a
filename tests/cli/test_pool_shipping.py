"""What a pooled run sends its workers and what the parent still does itself: forked workers get
positions into the texts they inherited (not the texts), the prefilter's ruled-out files are not
analyzed again, and a run without the cache never hashes a file."""
from __future__ import annotations

import concurrent.futures

from hybridlint import analysis, loading, runner
from hybridlint.analysis import Engine

from . import fake_engine

SHAPE = "def f(x):\n    return x.shape\n"
PLAIN = "y = 1\n"


def _files(project, n: int = 40) -> None:
    for i in range(n):
        project.write(f"m{i:02d}.py", SHAPE if i % 2 else PLAIN)


def _prefiltered_engine(asked: list[str]) -> Engine:
    """The fake engine with a prefilter: only texts that read a ``.shape`` may hold findings."""
    def analyze(source, path, project=None):
        asked.append(path)
        return fake_engine.analyze(source, path, project)

    def loader():
        return (fake_engine.index_module, fake_engine.FakeProject, analyze, lambda: list(fake_engine.RULES),
                lambda text, path, project=None: ".shape" in text)

    return Engine(loader=loader)


def test_forked_workers_get_positions_not_texts(project, fake, cli, monkeypatch):
    _files(project)
    sent = []
    submit = concurrent.futures.ProcessPoolExecutor.submit

    def recording(self, fn, *args, **kwargs):
        sent.extend(args[-1])
        return submit(self, fn, *args, **kwargs)

    monkeypatch.setattr(concurrent.futures.ProcessPoolExecutor, "submit", recording)
    pooled = cli("check", "--no-cache", "--jobs", "2", "--output-format", "concise")
    assert sent and all(isinstance(text, tuple) and isinstance(text[1], int) for text, _ in sent)
    assert analysis._FORKED_TEXTS == {}          # unshared when the pool closed
    one = cli("check", "--no-cache", "--jobs", "1", "--output-format", "concise")
    assert pooled.out == one.out and pooled.out.count("HYB001") == 20, pooled.out


def test_a_pool_that_does_not_fork_is_sent_the_texts():
    pool = runner._Pool(2, Engine(), ["a = 1\n", "b = 2\n"])
    assert pool._shipped((1, "b.py")) == ("b = 2\n", "b.py")
    pool.shared = analysis.share_with_forks(pool.texts)
    try:
        shipped = pool._shipped((1, "b.py"))
        assert shipped == ((pool.shared, 1), "b.py")
        assert analysis.index_many([shipped], Engine(index_module=lambda text, path: (text, path))) == [
            ("b = 2\n", "b.py")]
    finally:
        pool.close()
    assert pool.shared is None and analysis._FORKED_TEXTS == {}


def test_files_the_prefilter_rules_out_are_not_analyzed_by_the_parent(project, cli, monkeypatch):
    _files(project)
    asked: list[str] = []
    engine = _prefiltered_engine(asked)
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    pooled = cli("check", "--no-cache", "--jobs", "2", "--output-format", "concise")
    assert pooled.out.count("HYB001") == 20, pooled.out
    assert asked == []        # the parent analyzed none; the 20 with `.shape` went to the workers
    one = cli("check", "--no-cache", "--jobs", "1", "--output-format", "concise")
    assert one.out == pooled.out
    # one process analyzes only those 20 too, not the others again to hear the prefilter say no
    assert sorted(asked) == [f"m{i:02d}.py" for i in range(1, 40, 2)], asked


def test_a_run_without_the_cache_hashes_no_file(project, fake, cli, monkeypatch):
    _files(project, 4)
    hashed = []
    digest = loading.content_digest

    def counting(data):
        hashed.append(data)
        return digest(data)

    monkeypatch.setattr(loading, "content_digest", counting)
    cli("check", "--no-cache", "--output-format", "concise")
    assert hashed == []
    cli("check", "--cache-dir", ".c", "--output-format", "concise")
    assert len(hashed) == 4


def test_the_digest_is_of_the_bytes_read(tmp_path):
    path = tmp_path / "a.py"
    path.write_bytes(b"\xef\xbb\xbfx = 1\r\n")
    loaded = loading.load_file(path, "a.py")
    assert loaded.digest == loading.content_digest(b"\xef\xbb\xbfx = 1\r\n") == loading.file_digest(path)
    assert loaded.raw is None                  # the bytes are let go once hashed
    big = loading.LoadedFile(path=path, display="a.py", problem="too large")
    assert big.digest == ""
