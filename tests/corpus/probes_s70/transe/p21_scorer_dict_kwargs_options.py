"""Knowledge-graph model with a module-level dict of scoring functions taking F (`{'transe': ..., 'distmult':
..., 'rotate_like': ...}`) chosen by a constructor string and called with `**self.options` (a python
dict of `p` for the norm order and `gamma`), on embeddings of triples split by `F.split`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


def transe_score(F, h, r, t, p=1, gamma=6.0):
    return gamma - F.norm(h + r - t, ord=p, axis=-1)


def distmult_score(F, h, r, t, **_):
    return F.sum(h * r * t, axis=-1)


SCORERS = {"transe": transe_score, "distmult": distmult_score}


class ScorerModel(HybridBlock):
    def __init__(self, model="transe", num_ent=10, dim=6, **options):
        super().__init__()
        self.score_fn = SCORERS[model]
        self.options = options or {"p": 2, "gamma": 9.0}
        self.n = num_ent
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        return self.score_fn(F, self.ent(h), self.rel(r), self.ent(t), **self.options)


Net = ScorerModel
