"""Numpy-mode (MXNet 2 style) T5 layer in `forward`: RMS norm by `x * np.reciprocal(np.sqrt(variance + eps))` with a keepdims variance, and the (1, H, T, T) position bias added to the (N, H, T, T) scores by a plain `+` -- numpy operators broadcast, hybridized too; heads by `npx.reshape` codes."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5, 8)]


class NumpyT5Layer(HybridBlock):
    def __init__(self, units=8, heads=2, seq_len=5, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._h, self._eps = heads, eps
        self.ln_weight = self.params.get("ln_weight", shape=(units,), init="ones")
        self.pos_bias = self.params.get("pos_bias", shape=(1, heads, seq_len, seq_len), init="zeros")
        self.qkv = nn.Dense(3 * units, flatten=False, use_bias=False, in_units=units)
        self.o = nn.Dense(units, flatten=False, use_bias=False, in_units=units)

    def forward(self, x):
        variance = np.mean(np.square(x), axis=-1, keepdims=True)
        h = x * np.reciprocal(np.sqrt(variance + self._eps)) * self.ln_weight.data()
        q, k, v = np.split(self.qkv(h), 3, axis=-1)
        q, k, v = [npx.reshape(t, (-2, -2, self._h, -1)).transpose(0, 2, 1, 3) for t in (q, k, v)]
        scores = np.matmul(q, k.transpose(0, 1, 3, 2)) + self.pos_bias.data()
        out = np.matmul(npx.softmax(scores, axis=-1), v).transpose(0, 2, 1, 3)
        return x + self.o(npx.reshape(out, (-2, -2, -1)))


Net = NumpyT5Layer
