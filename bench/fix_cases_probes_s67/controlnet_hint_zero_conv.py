"""ControlNet on one U-Net encoder block: the locked block (conv, timestep embedding broadcast over space,
conv) and its trainable copy fed `x + hint_encoder(cond)`, the condition image brought to the latent
resolution by stride-2 convs; the copy's output goes through a zero-initialised 1x1 conv scaled by the
conditioning scale and is added to the locked output. The sinusoidal timestep embedding is built with
`nd.arange` and the embedding reshaped to (B, C, 1, 1) from its own shape."""
import math

from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 3, 32, 32), (2,)]


def timestep_embedding(timesteps, dim, max_period=10000):
    half = dim // 2
    freqs = nd.exp(-math.log(max_period) * nd.arange(0, half) / half)
    args = timesteps.expand_dims(1) * freqs.expand_dims(0)
    return nd.concat(nd.cos(args), nd.sin(args), dim=-1)


class ResBlock(nn.HybridBlock):
    def __init__(self, channels, emb_channels, **kwargs):
        super(ResBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.in_conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.emb_layers = nn.Dense(channels, in_units=emb_channels)
            self.out_conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, emb):
        h = F.relu(self.in_conv(x))
        emb_out = self.emb_layers(emb)
        h = h + emb_out.reshape((emb_out.shape[0], emb_out.shape[1], 1, 1))
        return x + self.out_conv(F.relu(h))


class Net(nn.HybridBlock):
    def __init__(self, channels=4, hint_channels=3, time_dim=8, control_scale=0.8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.time_dim = time_dim
        self.control_scale = control_scale
        with self.name_scope():
            self.time_embed = nn.Dense(time_dim, in_units=time_dim, activation='relu')
            self.locked = ResBlock(channels, time_dim)
            self.control = ResBlock(channels, time_dim)
            self.hint_encoder = nn.HybridSequential()
            self.hint_encoder.add(nn.Conv2D(8, 3, padding=1, in_channels=hint_channels), nn.Activation('relu'),
                                  nn.Conv2D(8, 3, strides=2, padding=1, in_channels=8), nn.Activation('relu'),
                                  nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=8))
            self.zero_conv = nn.Conv2D(channels, 1, in_channels=channels, weight_initializer=init.Zero())

    def hybrid_forward(self, F, x, hint, timesteps):
        emb = self.time_embed(timestep_embedding(timesteps, self.time_dim))
        guided_hint = self.hint_encoder(hint)
        h = self.locked(x, emb)
        c = self.control(x + guided_hint, emb)
        return h + self.zero_conv(c) * self.control_scale
