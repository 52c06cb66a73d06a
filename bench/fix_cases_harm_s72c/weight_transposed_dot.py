"""attack (child Parameter operand, HYB024): a tied output layer -- the embedding's weight transposed
and multiplied elementwise after reshaping by the input's batch size."""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.embed = nn.Embedding(5, 4)

    def hybrid_forward(self, F, x):
        w = self.embed.weight.data()
        e = self.embed(F.zeros_like(x).slice_axis(axis=1, begin=0, end=1))
        return x.reshape((x.shape[0], 1, -1)) * w.T.reshape((1, 4, 5)).sum(axis=2, keepdims=True).reshape((1, 1, 4)) + e
