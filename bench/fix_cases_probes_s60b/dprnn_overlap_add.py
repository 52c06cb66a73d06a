"""DPRNN's overlap-add back to a sequence: the chunks `(B, N, K, S)` transposed and viewed as `(B, N, -1, K * 2)`, the two halves `[..., :K]` and `[..., K:]` flattened and shifted by half a chunk (`[:, :, P:]`, `[:, :, :-P]`), summed, and the padding cut by `[:, :, P:-P]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Conv1D(3, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        B, N, K, S = x.shape
        P = K // 2
        x = x.transpose((0, 1, 3, 2)).reshape(B, N, -1, K * 2)
        x1 = x[:, :, :, :K].reshape(B, N, -1)[:, :, P:]
        x2 = x[:, :, :, K:].reshape(B, N, -1)[:, :, :-P]
        y = x1 + x2
        y = y[:, :, P:-P]
        return self.out(y)
