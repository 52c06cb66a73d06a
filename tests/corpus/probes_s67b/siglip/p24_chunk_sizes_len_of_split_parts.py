"""SigLIP chunked loss normalised by the total count of pairs, `n = sum(len(c) for c in txt_chunks)`, over the
`F.split` parts (eagerly each part's rows; the length of a Symbol is its count of outputs, so the traced loss is
divided by another number)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class LenOfChunks(HybridBlock):
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
        txt_chunks = F.split(zt, num_outputs=self.devices, axis=0)
        losses = []
        for j, chunk in enumerate(txt_chunks):
            logits = self.t * F.dot(zi, chunk, transpose_b=True) + self.bias
            labels = 2 * F.eye(self.n, per, k=-j * per) - 1
            losses.append(F.sum(F.Activation(-labels * logits, act_type="softrelu")))
        n = sum(len(c) for c in txt_chunks)
        return F.add_n(*losses) / n


Net = LenOfChunks
