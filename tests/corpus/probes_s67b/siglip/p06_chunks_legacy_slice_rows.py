"""SigLIP chunked over devices with the text chunks taken as `zt[j * per:(j + 1) * per]` (a python slice of
rows: fine on an NDArray, IndexError on a Symbol)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class SliceChunks(HybridBlock):
    def __init__(self, batch=4, devices=2, dim=8, temperature=10.0, bias=-2.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.devices, self.t, self.bias = batch, devices, temperature, bias
        with self.name_scope():
            self.img_proj = nn.Dense(dim, use_bias=False)
            self.txt_proj = nn.Dense(dim, use_bias=False)

    def hybrid_forward(self, F, img, txt):
        zi = F.L2Normalization(self.img_proj(img), mode="instance")
        zt = F.L2Normalization(self.txt_proj(txt), mode="instance")
        per = self.n // self.devices
        losses = []
        for j in range(self.devices):
            logits = self.t * F.dot(zi, zt[j * per:(j + 1) * per], transpose_b=True) + self.bias
            labels = 2 * F.eye(self.n, per, k=-j * per) - 1
            losses.append(F.sum(F.Activation(-labels * logits, act_type="softrelu")))
        return F.add_n(*losses) / self.n


Net = SliceChunks
