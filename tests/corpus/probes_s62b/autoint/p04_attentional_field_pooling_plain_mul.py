"""AutoInt+ attentional field pooling: per-field scores from `Dense(1, flatten=False)` softmaxed over fields, (N, fields, 1), weighting the (N, fields, d) interaction outputs by a plain `*` before the sum over fields."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class FieldPooling(HybridBlock):
    def __init__(self, d_model=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(d_model, flatten=False, activation="relu")
            self.score = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, emb):
        h = self.proj(emb)
        w = F.softmax(self.score(h), axis=1)
        return F.sum(w * h, axis=1)


Net = FieldPooling
