"""BST encoder: transformer layers (single-head self-attention + FFN with LayerNorm residuals `ln(x + attn(x))`) built as children in a HybridSequential and applied by a python `for layer in self.layers:` loop over the container, with Dropout that is inactive at inference."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class Layer(HybridBlock):
    def __init__(self, units, **kwargs):
        super(Layer, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.ffn = nn.Dense(units, in_units=units, flatten=False, activation="relu")
            self.drop = nn.Dropout(0.1)
            self.ln1 = nn.LayerNorm(in_channels=units)
            self.ln2 = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        x = self.ln1(x + self.drop(F.batch_dot(att, v)))
        return self.ln2(x + self.drop(self.ffn(x)))


class Encoder(HybridBlock):
    def __init__(self, units=8, num_layers=2, **kwargs):
        super(Encoder, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(num_layers):
                self.layers.add(Layer(units))

    def hybrid_forward(self, F, x):
        for layer in self.layers:
            x = layer(x)
        return F.flatten(x)


Net = Encoder
