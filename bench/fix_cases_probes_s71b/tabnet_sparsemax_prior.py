"""TabNet's attentive transformer: the processed features through an FC + ghost-free BN, multiplied by
the prior scales, then sparsemax over the features (sort descending, cumulative sums by a triangular
ones matrix made with numpy, the support `1 + k * z > cumsum`, tau), and the prior updated as
`prior * (gamma - mask)`; the range 1..d comes from `nd.arange(1, d + 1)` with `d = z.shape[1]`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 5), (4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, n_a=5, input_dim=6, gamma=1.3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.gamma = gamma
        with self.name_scope():
            self.fc = nn.Dense(input_dim, in_units=n_a, use_bias=False)
            self.bn = nn.BatchNorm(in_channels=input_dim)

    def sparsemax(self, F, z):
        d = z.shape[1]
        z_sorted = F.sort(z, axis=1, is_ascend=False)
        tri = nd.array(np.triu(np.ones((d, d))))
        z_cumsum = F.dot(z_sorted, tri)
        k = nd.arange(1, d + 1).reshape((1, d))
        support = F.broadcast_greater(1 + F.broadcast_mul(k, z_sorted), z_cumsum)
        k_z = F.sum(support, axis=1, keepdims=True)
        tau = (F.sum(support * z_sorted, axis=1, keepdims=True) - 1) / k_z
        return F.relu(F.broadcast_sub(z, tau))

    def hybrid_forward(self, F, processed_feat, prior):
        a = self.bn(self.fc(processed_feat))
        mask = self.sparsemax(F, a * prior)
        prior = prior * (self.gamma - mask)
        return mask, prior
