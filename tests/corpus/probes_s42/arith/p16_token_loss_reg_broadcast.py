"""A flattened (T*N,) token loss plus a (1,) penalty with broadcast_add (the legal spelling)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 2, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.out = nn.Dense(5, flatten=False, in_units=4)

    def hybrid_forward(self, F, h):
        logits = self.out(h).reshape((-1, 5))
        token_loss = -F.pick(F.log_softmax(logits), F.zeros_like(F.sum(logits, axis=1)))
        penalty = F.sum(F.abs(logits)) * 1e-3
        return F.broadcast_add(token_loss, penalty)
