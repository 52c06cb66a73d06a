"""DP-FedAvg: each client's update clipped to an l2 norm bound, the per-client scale reshaped by the client count from the shape and multiplied with the (K, D) updates, the mean taken by dividing by the count, plus Gaussian noise drawn at the mean's shape."""
from mxnet.gluon import nn


INPUTS = [(4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, clip=0.8, sigma=0.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.clip, self.sigma = clip, sigma

    def hybrid_forward(self, F, u):
        norms = F.norm(u, axis=1)
        scale = F.minimum(F.ones_like(norms), self.clip / F.maximum(norms, 1e-6))
        clipped = u * scale.reshape((u.shape[0], 1))
        mean = clipped.sum(axis=0) / u.shape[0]
        return mean + self.sigma * F.random.normal(shape=mean.shape)
