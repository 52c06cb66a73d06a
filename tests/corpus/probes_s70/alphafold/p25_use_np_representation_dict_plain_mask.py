"""Numpy-mode Evoformer transitions over a dict of representations (`@use_np`): `{'msa': ..., 'pair': ...}`
each updated by its own transition MLP (a dict of blocks by the same keys), the residue mask (B, R) applied
by plain `*` with `expand_dims`ed (B, 1, R, 1) and (B, R, R, 1) masks, the latter by
`row * col` of (B, R, 1) and (B, 1, R) (numpy broadcasting, legal)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 5, 6), (2, 5, 5, 4), (2, 5)]


@use_np
class DictTransitions(HybridBlock):
    def __init__(self, dims=(("msa", 6), ("pair", 4)), **kwargs):
        super().__init__(**kwargs)
        self.keys = [k for k, _ in dims]
        with self.name_scope():
            for key, d in dims:
                mlp = nn.HybridSequential(prefix=key + "_")
                mlp.add(nn.Dense(2 * d, activation="relu", flatten=False), nn.Dense(d, flatten=False))
                setattr(self, "trans_" + key, mlp)

    def hybrid_forward(self, F, msa, pair, mask):
        reps = {"msa": msa, "pair": pair}
        valid = (mask > -0.5).astype("float32")
        row, col = F.np.expand_dims(valid, 2), F.np.expand_dims(valid, 1)
        masks = {"msa": F.np.expand_dims(col, -1), "pair": F.np.expand_dims(row * col, -1)}
        out = {k: reps[k] + getattr(self, "trans_" + k)(reps[k]) * masks[k] for k in self.keys}
        return out["msa"], out["pair"]


Net = DictTransitions
