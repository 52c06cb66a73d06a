"""A classifier returning `outs = {"logits": ..., "emb": ...}`; the caller picks the predicted class with
`outs.get("logits").asnumpy().argmax(axis=1)` and scales the embedding by the first prediction."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class PredictEmbed(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.emb = nn.Dense(5, in_units=6)
            self.cls = nn.Dense(3, in_units=5)

    def _run(self, x):
        e = self.emb(x)
        return {"logits": self.cls(e), "emb": e}

    def hybrid_forward(self, F, x):
        outs = self._run(x)
        pred = outs.get("logits").asnumpy().argmax(axis=1)
        return outs.get("emb") * float(pred[0] + 1)


Net = PredictEmbed
