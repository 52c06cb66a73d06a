"""Mixture-of-Depths as a per-token mask (the variant that keeps shapes static): router logits, the k-th largest
logit per sequence (`k = max(1, int(self.capacity * T))`) found by `topk(ret_typ='value')` and its minimum,
tokens at or above it selected by a plain `>=` of (B, T) against (B, 1), the block's output scaled by
`sigmoid(router)` where selected and the input elsewhere, and the auxiliary router loss: a binary cross entropy
of a small predictor (for causal sampling) against the selection."""
from mxnet.gluon import nn


INPUTS = [(2, 10, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, capacity=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.capacity = capacity
        with self.name_scope():
            self.router = nn.Dense(1, in_units=dim, flatten=False)
            self.predictor = nn.Dense(1, in_units=dim, flatten=False)
            self.block = nn.Dense(dim, in_units=dim, flatten=False, activation='tanh')

    def hybrid_forward(self, F, x):
        B, T, D = x.shape
        k = max(1, int(self.capacity * T))
        logits = self.router(x).reshape((B, T))
        kth = F.topk(logits, k=k, axis=1, ret_typ='value').min(axis=1, keepdims=True)
        selected = logits >= kth
        gate = (F.sigmoid(logits) * selected).expand_dims(-1)
        out = x + self.block(x) * gate
        pred = self.predictor(F.stop_gradient(x)).reshape((B, T))
        aux = F.relu(pred) - pred * selected + F.log(1 + F.exp(-F.abs(pred)))
        return out, aux.mean()
