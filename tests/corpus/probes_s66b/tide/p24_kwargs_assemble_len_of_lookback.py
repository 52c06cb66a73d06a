"""TiDE inputs assembled by a module helper taking the parts by keyword, `assemble(F, **feats)`, which
repeats the static attributes along the lookback with `repeats=len(feats["y"][0])`, `len()` of a row of a
tensor, before concatenating `feats.values()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 2)]


def assemble(F, **feats):
    steps = len(feats["y"][0])
    feats["attr"] = F.repeat(feats["attr"].expand_dims(1), repeats=steps, axis=1)
    return F.concat(feats["y"].expand_dims(2), feats["attr"], dim=2)


class KwargsLenTiDE(HybridBlock):
    def __init__(self, horizon=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.step = nn.Dense(hidden, flatten=False, activation="relu")
            self.decoder = nn.Dense(horizon)

    def hybrid_forward(self, F, y, attr):
        return self.decoder(self.step(assemble(F, y=y, attr=attr)))


Net = KwargsLenTiDE
