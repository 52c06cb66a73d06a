"""CTGAN's PacGAN discriminator and its gradient-penalty interpolation: real and fake rows mixed by a per-pack
coefficient (`alpha` of shape (n // pac, 1, 1) repeated over the pack and the features, flattened back to
(n, dim)), the condition vector concatenated, `pac` consecutive samples packed into one row by
`reshape((-1, self.pacdim))` after asserting `input.shape[0] % self.pac == 0`, leaky-ReLU/dropout layers, and the
critic score per pack."""
from mxnet.gluon import nn


INPUTS = [(6, 5), (6, 5), (6, 2), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, input_dim=5, cond_dim=2, discriminator_dims=(8, 8), pac=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pac = pac
        self.pacdim = (input_dim + cond_dim) * pac
        with self.name_scope():
            self.seq = nn.HybridSequential()
            dim = self.pacdim
            for item in discriminator_dims:
                self.seq.add(nn.Dense(item, in_units=dim), nn.LeakyReLU(0.2), nn.Dropout(0.5))
                dim = item
            self.seq.add(nn.Dense(1, in_units=dim))

    def hybrid_forward(self, F, real_data, fake_data, condvec, alpha_u):
        n, dim = real_data.shape
        alpha = (alpha_u.abs().reshape((n // self.pac, 1, 1))
                 .repeat(self.pac, axis=1).repeat(dim, axis=2).reshape((-1, dim)))
        interpolates = alpha * real_data + ((1 - alpha) * fake_data)
        input_ = F.concat(interpolates, condvec, dim=1)
        assert input_.shape[0] % self.pac == 0
        return self.seq(input_.reshape((-1, self.pacdim)))
