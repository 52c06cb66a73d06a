"""DIN target attention: the candidate item broadcast over the behaviour sequence by `broadcast_like`, a local activation unit on [q, k, q - k, q * k], scores masked by the click mask with `F.where`, pooled by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 8), (2, 6)]


class TargetAttention(HybridBlock):
    def __init__(self, dim=8, hidden=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, flatten=False, activation="sigmoid")
            self.fc2 = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, keys, query, mask):
        q = F.broadcast_like(F.expand_dims(query, axis=1), keys)
        din = F.concat(q, keys, q - keys, q * keys, dim=2)
        scores = self.fc2(self.fc1(din)).reshape((0, -1))
        valid = mask > 0
        scores = F.where(valid, scores, F.ones_like(scores) * -1e9)
        weights = F.softmax(scores, axis=1)
        out = F.batch_dot(F.expand_dims(weights, axis=1), keys)
        return out.reshape((0, -1))


Net = TargetAttention
