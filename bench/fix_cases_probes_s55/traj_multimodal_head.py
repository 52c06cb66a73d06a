"""Multimodal trajectory head: one dense output split at K*T*2 into K future trajectories (reshaped by the batch size) and K mode logits, the best mode picked per sample by an index built from an arange of the batch."""
from mxnet.gluon import nn


INPUTS = [(3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, modes=3, horizon=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.K, self.T = modes, horizon
        with self.name_scope():
            self.head = nn.Dense(modes * horizon * 2 + modes, in_units=8)

    def hybrid_forward(self, F, h):
        out = self.head(h)
        n = h.shape[0]
        pred = out[:, :self.K * self.T * 2].reshape((n, self.K, self.T, 2))
        probs = F.softmax(out[:, self.K * self.T * 2:], axis=1)
        best = F.argmax(probs, axis=1) + F.arange(n) * self.K
        picked = F.take(pred.reshape((-1, self.T, 2)), best)
        return picked, probs
