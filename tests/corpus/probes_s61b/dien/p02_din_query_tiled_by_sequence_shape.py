"""DIN target attention tiling the query over the history with `F.tile(..., reps=(1, keys.shape[1], 1))`, as ports of the TensorFlow reference do."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 8)]


class TiledTargetAttention(HybridBlock):
    def __init__(self, hidden=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, flatten=False, activation="sigmoid")
            self.fc2 = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, keys, query):
        q = F.tile(F.expand_dims(query, axis=1), reps=(1, keys.shape[1], 1))
        din = F.concat(q, keys, q - keys, q * keys, dim=2)
        weights = F.softmax(self.fc2(self.fc1(din)), axis=1)
        return F.sum(F.broadcast_mul(weights, keys), axis=1)


Net = TiledTargetAttention
