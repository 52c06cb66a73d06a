"""A spatial transformer: a localisation net regresses six affine parameters per sample, GridGenerator builds the sampling grid at the input's own size `(x.shape[2], x.shape[3])`, and BilinearSampler warps the input before the classifier."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.loc = nn.HybridSequential()
            self.loc.add(nn.Conv2D(4, 3, in_channels=1, activation='relu'),
                         nn.MaxPool2D(2), nn.Flatten(), nn.Dense(6, in_units=36))
            self.cls = nn.Dense(3, in_units=64)

    def hybrid_forward(self, F, x):
        theta = F.tanh(self.loc(x))
        grid = F.GridGenerator(theta, transform_type='affine', target_shape=(x.shape[2], x.shape[3]))
        warped = F.BilinearSampler(x, grid)
        return self.cls(warped)
