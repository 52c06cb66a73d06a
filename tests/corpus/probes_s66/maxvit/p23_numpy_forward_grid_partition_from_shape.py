"""Numpy-mode (MXNet 2 style) grid attention in `forward`: `B, C, H, W = x.shape`, the G x G dilated grid by
`x.reshape(B, C, G, H // G, G, W // G)` and a transpose, attention by `np.matmul`, a (heads, L, L) relative
bias added with broadcasting `+` (numpy semantics), and the map put back."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 4, 4)]


class NumpyGridAttention(HybridBlock):
    def __init__(self, dims=4, grid=2, **kwargs):
        super().__init__(**kwargs)
        self.g = grid
        self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)
        self.bias = self.params.get("bias", shape=(grid * grid, grid * grid), init="normal")

    def forward(self, x):
        B, C, H, W = x.shape
        g = self.g
        w = x.reshape(B, C, g, H // g, g, W // g).transpose(0, 3, 5, 2, 4, 1).reshape(-1, g * g, C)
        q, k, v = np.split(self.qkv(w), 3, axis=-1)
        scores = np.matmul(q, k.transpose(0, 2, 1)) + self.bias.data()
        out = np.matmul(npx.softmax(scores, axis=-1), v)
        out = out.reshape(B, H // g, W // g, g, g, C).transpose(0, 5, 3, 1, 4, 2)
        return out.reshape(B, C, H, W)


Net = NumpyGridAttention
