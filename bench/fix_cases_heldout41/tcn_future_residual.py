"""The decoder block of a quantile TCN forecaster in Gluon: `futureResidual.hybrid_forward(self, F,
lagX, x2)` runs two Dense+BatchNorm layers on the future covariates and returns
`nd.relu(nd.concat(lagX, out, dim=2))` after an `nd.relu` -- NDArray operators in hybrid code.
Eagerly it runs; hybridized `nd.relu` rejects the Symbol (AssertionError).

Source: a public Gluon TCN quantile-forecasting code base (find_string id 18087581430; read by an
analyzer held-out round, see tests/corpus/HELDOUT.md, "quantile TCN"; in no fix set),
`futureResidual` as written; the eager `ResidualTCN`/`TCN` Blocks and the loss left out. Net: xDim
8 (64 in the model). Inputs: the encoded lag series (2, 4, 8) and the future covariates (2, 4, 5).
"""
from mxnet import nd
from mxnet.gluon import nn

INPUTS = [(2, 4, 8), (2, 4, 5)]


class futureResidual(nn.HybridBlock):
    def __init__(self,xDim=64, **kwargs):
        super(futureResidual, self).__init__(**kwargs)
        self.fc1 = nn.Dense(xDim,flatten=False)
        self.bn1 = nn.BatchNorm(axis=2)
        self.fc2 = nn.Dense(units=xDim,flatten=False)
        self.bn2 = nn.BatchNorm(axis=2)

    def hybrid_forward(self,F, lagX, x2):
        out = nd.relu(self.bn1(self.fc1(x2)))
        out = self.bn2(self.fc2(out))
        return nd.relu(nd.concat(lagX,out, dim=2))


class Net(futureResidual):
    def __init__(self):
        super(Net, self).__init__(xDim=8)
