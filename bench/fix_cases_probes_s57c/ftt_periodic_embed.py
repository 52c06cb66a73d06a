"""Periodic numerical embeddings (Gorishniy et al.): `2 * pi * coef * x[..., None]` with a (F, K) coefficient parameter, cos and sin concatenated, and the tokens flattened by the batch size."""
import math
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, n_feat=4, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.coef = self.params.get('coef', shape=(n_feat, k))
            self.fc = nn.Dense(2, in_units=n_feat * k * 2)

    def hybrid_forward(self, F, x, coef):
        v = 2 * math.pi * coef * x[..., None]
        emb = F.concat(F.cos(v), F.sin(v), dim=-1)
        return self.fc(emb.reshape((x.shape[0], -1)))
