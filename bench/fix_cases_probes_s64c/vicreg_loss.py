"""VICReg's loss on two views' projections: the invariance term by mse, both embeddings centred by
`x - x.mean(axis=0)` (plain `-` of (N, D) and (D,)), the variance hinge `relu(1 - std)` with
`std = sqrt(x.var + 1e-4)`, the covariance `dot(x.T, x) / (self.batch_size - 1)` with
`batch_size, num_features = x.shape`, its off-diagonal part by an eye mask and the squares summed
and divided by num_features, the three terms weighted."""
from mxnet.gluon import nn


INPUTS = [(6, 5), (6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, sim_coeff=25.0, std_coeff=25.0, cov_coeff=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.sim_coeff = sim_coeff
        self.std_coeff = std_coeff
        self.cov_coeff = cov_coeff
        with self.name_scope():
            self.projector = nn.HybridSequential()
            self.projector.add(nn.Dense(8, in_units=5), nn.Activation('relu'), nn.Dense(4, in_units=8))

    def hybrid_forward(self, F, a, b):
        x = self.projector(a)
        y = self.projector(b)
        batch_size, num_features = x.shape
        repr_loss = F.mean((x - y) ** 2)

        x = x - x.mean(axis=0)
        y = y - y.mean(axis=0)
        std_x = F.sqrt((x ** 2).sum(axis=0) / (batch_size - 1) + 0.0001)
        std_y = F.sqrt((y ** 2).sum(axis=0) / (batch_size - 1) + 0.0001)
        std_loss = F.mean(F.relu(1 - std_x)) / 2 + F.mean(F.relu(1 - std_y)) / 2

        off_diag = 1 - F.eye(num_features)
        cov_x = F.dot(x, x, transpose_a=True) / (batch_size - 1)
        cov_y = F.dot(y, y, transpose_a=True) / (batch_size - 1)
        cov_loss = ((cov_x * off_diag) ** 2).sum() / num_features + ((cov_y * off_diag) ** 2).sum() / num_features
        return self.sim_coeff * repr_loss + self.std_coeff * std_loss + self.cov_coeff * cov_loss
