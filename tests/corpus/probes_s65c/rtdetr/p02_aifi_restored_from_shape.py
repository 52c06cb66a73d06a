"""RT-DETR AIFI whose attended tokens are folded back to a map with the last level's own sizes, `n, c, h, w = s5.shape`, as the PyTorch reference's `.permute(0, 2, 1).reshape(-1, c, h, w)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class ShapeAIFI(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, s5):
        n, c, h, w = s5.shape
        t = F.transpose(s5.reshape((0, 0, -1)), axes=(0, 2, 1))
        q, k, v = F.split(self.qkv(t), num_outputs=3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
        y = F.transpose(F.batch_dot(att, v), axes=(0, 2, 1))
        return y.reshape((n, c, h, w))


Net = ShapeAIFI
