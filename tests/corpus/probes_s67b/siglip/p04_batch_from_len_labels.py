"""SigLIP loss with the batch size `n = len(img)` for the labels and the mean (eagerly the batch; the length of
a Symbol is its count of outputs, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class LenBatch(HybridBlock):
    def __init__(self, dim=8, temperature=10.0, bias=-2.0, **kwargs):
        super().__init__(**kwargs)
        self.t, self.bias = temperature, bias
        with self.name_scope():
            self.img_proj = nn.Dense(dim, use_bias=False)
            self.txt_proj = nn.Dense(dim, use_bias=False)

    def hybrid_forward(self, F, img, txt):
        n = len(img)
        zi = F.L2Normalization(self.img_proj(img), mode="instance")
        zt = F.L2Normalization(self.txt_proj(txt), mode="instance")
        logits = self.t * F.dot(zi, zt, transpose_b=True) + self.bias
        labels = 2 * F.eye(n) - 1
        return F.sum(F.Activation(-labels * logits, act_type="softrelu")) / n


Net = LenBatch
