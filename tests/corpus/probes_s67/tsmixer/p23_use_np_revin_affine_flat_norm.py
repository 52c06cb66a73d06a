"""Numpy-mode TSMixer (`@use_np`): RevIN by plain `(x - mean) / std` of (B, L, C) and (B, 1, C), the (C,)
affine by plain `x * weight + bias`, batch norm over the flattened `x.reshape(-1, L * C)` with the sizes
from the constructor, time mixing on `x.transpose(0, 2, 1)` -- plain operators broadcast in numpy mode."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 8, 3)]


@use_np
class NumpyMixer(HybridBlock):
    def __init__(self, seq_len=8, channels=3, horizon=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.L, self.C, self.eps = seq_len, channels, eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels,), init="ones")
            self.bias = self.params.get("bias", shape=(channels,), init="zeros")
            self.norm = nn.BatchNorm(in_channels=seq_len * channels)
            self.time = nn.Dense(seq_len, flatten=False, in_units=seq_len)
            self.proj = nn.Dense(horizon, flatten=False, in_units=seq_len)

    def hybrid_forward(self, F, x, weight, bias):
        mean = x.mean(axis=1, keepdims=True)
        std = F.np.sqrt(((x - mean) ** 2).mean(axis=1, keepdims=True) + self.eps)
        x = (x - mean) / std * weight + bias
        x = self.norm(x.reshape(-1, self.L * self.C)).reshape(-1, self.L, self.C)
        x = x + self.time(x.transpose(0, 2, 1)).transpose(0, 2, 1)
        y = self.proj(x.transpose(0, 2, 1)).transpose(0, 2, 1)
        return ((y - bias) / (weight + self.eps)) * std + mean


Net = NumpyMixer
