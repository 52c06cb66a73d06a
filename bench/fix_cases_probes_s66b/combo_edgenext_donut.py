"""An EdgeNeXt conv encoder feeding a Donut-style decoder query: the stem's (B, C, H, W) map through a ConvEncoder
block (depthwise 7x7, channels-last LayerNorm, inverted MLP, a layer-scale `gamma` multiplied in with a plain `*`
of (B, H, W, C) and (C,), `x = input + x`), flattened to (B, H*W, C) memory from `B, C, H, W = x.shape`; the task
prompt queries (a learned (n_prompt, C) table broadcast over the batch) cross-attend to it, and the answer logits
are taken at the last prompt position `out[:, -1, :]`."""
import math

from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, n_prompt=3, vocab=6, layer_scale_init_value=1e-1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.stem = nn.Conv2D(dim, 4, strides=4, in_channels=3)
            self.dwconv = nn.Conv2D(dim, 7, padding=3, groups=dim, in_channels=dim)
            self.norm = nn.LayerNorm(in_channels=dim)
            self.pwconv1 = nn.Dense(4 * dim, in_units=dim, flatten=False)
            self.pwconv2 = nn.Dense(dim, in_units=4 * dim, flatten=False)
            self.gamma = self.params.get('gamma', shape=(dim,), init=init.Constant(layer_scale_init_value))
            self.prompt = self.params.get('prompt', shape=(n_prompt, dim), init=init.Normal(0.02))
            self.q_proj = nn.Dense(dim, in_units=dim, flatten=False)
            self.lm_head = nn.Dense(vocab, in_units=dim, flatten=False)

    def hybrid_forward(self, F, pixel_values, gamma, prompt):
        x = self.stem(pixel_values)
        inp = x
        x = self.dwconv(x).transpose((0, 2, 3, 1))
        x = self.pwconv2(F.relu(self.pwconv1(self.norm(x))))
        x = gamma * x
        x = inp + x.transpose((0, 3, 1, 2))
        B, C, H, W = x.shape
        memory = x.reshape((B, C, H * W)).transpose((0, 2, 1))
        queries = prompt.expand_dims(0).broadcast_to((B, prompt.shape[0], C))
        scores = F.batch_dot(self.q_proj(queries), memory, transpose_b=True) / math.sqrt(C)
        out = queries + F.batch_dot(F.softmax(scores, axis=-1), memory)
        return self.lm_head(out[:, -1, :])
