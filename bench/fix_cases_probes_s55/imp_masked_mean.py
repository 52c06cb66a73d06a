"""Mean imputation of a multivariate series with an observation mask: the per-feature mean over observed steps reshaped to (N, 1, D) by the input's batch and width, missing entries filled with it."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3), (2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Dense(2, in_units=6, flatten=False)

    def hybrid_forward(self, F, x, mask):
        m = (mask > -0.3).astype('float32')
        mean = (x * m).sum(axis=1) / (m.sum(axis=1) + 1e-5)
        mean = mean.reshape((x.shape[0], 1, x.shape[2]))
        filled = x * m + (1 - m) * mean
        return self.out(F.concat(filled, m, dim=2))
