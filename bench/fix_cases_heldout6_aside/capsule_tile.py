"""Capsule layer: the input capsules are tiled per output capsule and the routing weight per batch
element, with the batch size and capsule count read from `.shape`, through the eager `nd`.

Source: tonysy/CapsuleNet-Gluon @ 39625d7, CapsuleLayer.py (CapsuleConv/DigitCaps hybrid_forward). Adapted: the
routing weight, which the original draws lazily with nd.random_normal on gpu(0) at the first call,
is a parameter declared with its shape; the dynamic-routing loop is cut to its first step (uniform
coupling = mean over input capsules), followed by the squash.
"""
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 2, 2, 2, 4)]


class Net(HybridBlock):
    def __init__(self, num_capsules_prev=8, out_channels=3, dim_input_vector=4, dim_vector=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.out_channels = out_channels
        self.dim_vector = dim_vector
        with self.name_scope():
            self.routing_weight = self.params.get(
                'routing_weight', shape=(1, num_capsules_prev, out_channels, dim_input_vector, dim_vector))

    def squash(self, tensor):
        epsilon = 1e-9
        tensor_l2norm = (tensor**2).sum(axis=-1).expand_dims(axis=-1)
        scale_factor = tensor_l2norm / (1 + tensor_l2norm)
        tensor_squashed = tensor * (scale_factor / (tensor_l2norm+epsilon)**0.5)
        return tensor_squashed

    def hybrid_forward(self, F, X, routing_weight):
        X = X.reshape((0, -1, 1, 1, 0))
        self.num_capsules_prev = X.shape[1]
        self.batch_size = X.shape[0]
        X_tile = nd.tile(X, reps=(1, 1, self.out_channels, 1, 1))
        W_tile = nd.tile(routing_weight, reps=(self.batch_size, 1, 1, 1, 1))
        linear_combination_3d = nd.batch_dot(
                X_tile.reshape((-1, X_tile.shape[-2], X_tile.shape[-1])),
                W_tile.reshape((-1, W_tile.shape[-2], W_tile.shape[-1])))
        linear_combination = linear_combination_3d.reshape((self.batch_size,
                                self.num_capsules_prev, self.out_channels,
                                1, self.dim_vector))
        s = linear_combination.mean(axis=1, keepdims=True)
        return self.squash(s)
