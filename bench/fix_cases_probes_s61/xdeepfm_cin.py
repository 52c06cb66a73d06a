"""xDeepFM's compressed interaction network: the outer product over fields `x0.expand_dims(2) * xk.expand_dims(1)` (B, m, h, D), folded to `(B, m * h, D)` from `x0.shape` and `xk.shape[1]`, compressed by a 1x1 Conv1D, each layer's map sum-pooled over D and concatenated."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_fields=3, layers=(4, 2), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            h = num_fields
            for size in layers:
                self.convs.add(nn.Conv1D(size, 1, in_channels=num_fields * h))
                h = size
            self.out = nn.Dense(1, in_units=sum(layers))

    def hybrid_forward(self, F, x0):
        B, m, D = x0.shape
        xk = x0
        pooled = []
        for conv in self.convs:
            z = x0.expand_dims(2) * xk.expand_dims(1)
            z = z.reshape((B, m * xk.shape[1], D))
            xk = F.relu(conv(z))
            pooled.append(xk.sum(axis=2))
        return self.out(F.concat(*pooled, dim=1))
