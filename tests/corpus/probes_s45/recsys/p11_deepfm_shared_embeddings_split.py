"""DeepFM: one projection split by `num_outputs` into the FM part and the deep part, outputs indexed [0]/[1]."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, num_features=40, factor_dim=4, **kwargs):
        super().__init__(**kwargs)
        self._factor_dim = factor_dim
        with self.name_scope():
            self.embed = nn.Embedding(num_features, 2 * factor_dim)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(8, activation="relu"), nn.Dense(1))

    def hybrid_forward(self, F, ids):
        emb = self.embed(F.floor((ids + 1) * 19.5))              # B, F, 2K
        parts = F.split(emb, num_outputs=2, axis=-1)
        fm_emb, deep_emb = parts[0], parts[1]
        fm = 0.5 * F.sum(F.square(F.sum(fm_emb, axis=1)) - F.sum(F.square(fm_emb), axis=1),
                         axis=1, keepdims=True)
        deep = self.mlp(F.flatten(deep_emb))
        return F.sigmoid(fm + deep)
