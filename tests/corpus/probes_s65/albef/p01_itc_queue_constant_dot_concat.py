"""ALBEF image-text contrastive logits: L2-normalised projections of the image and text [CLS] features, the text feature queue held as a (d, K) constant, `sim_i2t = F.dot(img, F.concat(F.transpose(txt), queue, dim=1)) / temp` with a python temperature; both directions returned, (N, N + K)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 8)]


class QueueContrast(HybridBlock):
    def __init__(self, dim=8, embed=6, queue_size=5, temp=0.07, **kwargs):
        super(QueueContrast, self).__init__(**kwargs)
        self._temp = temp
        rng = np.random.RandomState(1)
        q = rng.randn(embed, queue_size).astype("float32")
        q /= np.linalg.norm(q, axis=0, keepdims=True)
        with self.name_scope():
            self.vision_proj = nn.Dense(embed, in_units=dim)
            self.text_proj = nn.Dense(embed, in_units=dim)
            self.img_queue = self.params.get_constant("img_queue", q)
            self.txt_queue = self.params.get_constant("txt_queue", q[:, ::-1].copy())

    def hybrid_forward(self, F, img_cls, txt_cls, img_queue, txt_queue):
        img = F.L2Normalization(self.vision_proj(img_cls))
        txt = F.L2Normalization(self.text_proj(txt_cls))
        sim_i2t = F.dot(img, F.concat(F.transpose(txt), txt_queue, dim=1)) / self._temp
        sim_t2i = F.dot(txt, F.concat(F.transpose(img), img_queue, dim=1)) / self._temp
        return sim_i2t, sim_t2i


Net = QueueContrast
