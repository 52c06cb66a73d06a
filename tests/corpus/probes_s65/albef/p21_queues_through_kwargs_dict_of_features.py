"""ALBEF contrast with both feature queues received as keyword arguments (`hybrid_forward(self, F, image, text, **queues)`, Gluon passes parameters by name) and the features kept in a dict `{"image": ..., "text": ...}`; each direction `F.dot(feats[a], F.concat(F.transpose(feats[b]), queues[b + "_queue"], dim=1))` in a loop over the pair."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 8)]


class KwargsQueues(HybridBlock):
    def __init__(self, dim=8, embed=6, queue_size=5, temp=0.07, **kwargs):
        super(KwargsQueues, self).__init__(**kwargs)
        self._temp = temp
        rng = np.random.RandomState(3)
        with self.name_scope():
            self.proj = nn.Dense(embed, in_units=dim)
            self.image_queue = self.params.get_constant("image_queue", rng.randn(embed, queue_size).astype("float32"))
            self.text_queue = self.params.get_constant("text_queue", rng.randn(embed, queue_size).astype("float32"))

    def hybrid_forward(self, F, image, text, **queues):
        feats = {"image": F.L2Normalization(self.proj(image)), "text": F.L2Normalization(self.proj(text))}
        sims = []
        for a, b in (("image", "text"), ("text", "image")):
            bank = F.concat(F.transpose(feats[b]), queues[b + "_queue"], dim=1)
            sims.append(F.dot(feats[a], bank) / self._temp)
        return sims


Net = KwargsQueues
