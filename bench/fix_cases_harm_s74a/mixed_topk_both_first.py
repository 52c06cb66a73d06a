"""Mixed (one real broadcast error beside the legal construct): F.topk with ret_typ='both' gives two outputs: `[0]` picks the values, legal in both namespaces."""
from mxnet.gluon import nn

INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        pair = F.topk(x, k=2, ret_typ='both', axis=-1)
        return pair[0] * 2 + F.sum(pair[1], axis=-1, keepdims=True)
