"""StyleGAN's mapping network with the truncation trick: the latent pixel-normalised by its keepdims mean square, mapped by a Dense stack, and pulled toward the running average style `w_avg`, held on the block as an `nd.zeros((1, D))` array, by `w_avg + psi * (w - w_avg)`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, psi=0.7, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.psi = psi
        self.w_avg = nd.zeros((1, dim)) + 0.1
        with self.name_scope():
            self.mapping = nn.HybridSequential()
            for _ in range(2):
                self.mapping.add(nn.Dense(dim, in_units=dim), nn.LeakyReLU(0.2))

    def hybrid_forward(self, F, z):
        z = z / F.sqrt(F.mean(z ** 2, axis=1, keepdims=True) + 1e-8)
        w = self.mapping(z)
        return self.w_avg + self.psi * (w - self.w_avg)
