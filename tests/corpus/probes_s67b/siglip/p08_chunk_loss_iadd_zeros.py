"""SigLIP chunked loss accumulated as `loss = F.zeros((1,))` then `loss += F.sum(...)` per chunk (in place on an
NDArray; a Symbol has no `+=`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class IaddChunks(HybridBlock):
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
        chunks = F.split(zt, num_outputs=self.devices, axis=0)
        loss = F.zeros((1,))
        for j in range(self.devices):
            logits = self.t * F.dot(zi, chunks[j], transpose_b=True) + self.bias
            labels = 2 * F.eye(self.n, per, k=-j * per) - 1
            loss += F.sum(F.Activation(-labels * logits, act_type="softrelu"))
        return loss / self.n


Net = IaddChunks
