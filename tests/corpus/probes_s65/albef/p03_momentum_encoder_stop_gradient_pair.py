"""ALBEF momentum encoders: an online and a momentum copy of the image and text projections (children), the momentum features computed under `stop_gradient`, L2-normalised, and the in-batch similarity of the momentum pair `F.dot(img_m, txt_m, transpose_b=True)` divided by a (1,) temperature Parameter through `broadcast_div`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 8)]


class MomentumPair(HybridBlock):
    def __init__(self, dim=8, embed=6, **kwargs):
        super(MomentumPair, self).__init__(**kwargs)
        with self.name_scope():
            self.img = nn.Dense(embed, in_units=dim)
            self.txt = nn.Dense(embed, in_units=dim)
            self.img_m = nn.Dense(embed, in_units=dim)
            self.txt_m = nn.Dense(embed, in_units=dim)
            self.temp = self.params.get("temp", shape=(1,), init=init.Constant(0.07))

    def hybrid_forward(self, F, image, text, temp):
        img = F.L2Normalization(self.img(image))
        img_m = F.stop_gradient(F.L2Normalization(self.img_m(image)))
        txt_m = F.stop_gradient(F.L2Normalization(self.txt_m(text)))
        sim = F.broadcast_div(F.dot(img, txt_m, transpose_b=True), temp)
        sim_m = F.broadcast_div(F.dot(img_m, txt_m, transpose_b=True), temp)
        return sim, sim_m


Net = MomentumPair
