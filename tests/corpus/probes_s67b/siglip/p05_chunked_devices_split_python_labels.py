"""SigLIP chunked over devices (the paper's efficient implementation simulated on one device): the text
embeddings split into `self.devices` chunks by `F.split`; each chunk is scored against the local images,
positives only on the chunk with the same python index (labels `2 * eye - 1`), negatives elsewhere (`-ones`
from `ones_like`); the per-chunk losses summed by `add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class ChunkedSigLIP(HybridBlock):
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
        img_chunks = F.split(zi, num_outputs=self.devices, axis=0)
        txt_chunks = F.split(zt, num_outputs=self.devices, axis=0)
        losses = []
        for i in range(self.devices):
            for j in range(self.devices):
                logits = self.t * F.dot(img_chunks[i], txt_chunks[j], transpose_b=True) + self.bias
                labels = 2 * F.eye(per) - 1 if i == j else -F.ones_like(logits)
                losses.append(F.sum(F.Activation(-labels * logits, act_type="softrelu")))
        return F.add_n(*losses) / self.n


Net = ChunkedSigLIP
