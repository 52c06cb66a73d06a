"""IMPALA n-step returns as in a numpy port: `for r in rewards[::-1]`-style iteration, here `for r, d in zip(rewards, discounts)` over the time axis of the (T, B) tensors, reversed, then `F.stack`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (4, 3), (3,)]


class IteratedReturns(HybridBlock):
    def hybrid_forward(self, F, rewards, discounts, bootstrap):
        acc = bootstrap
        out = []
        for r, d in reversed(list(zip(rewards, discounts))):
            acc = r + d * acc
            out.append(acc)
        return F.stack(*out[::-1], axis=0)


Net = IteratedReturns
