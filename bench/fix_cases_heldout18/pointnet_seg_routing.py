"""PointNet segmentation with dynamic routing in place of the global max pool: the routing
weights start as `F.softmax(F.zeros(shape=(1, 1, self.num_points), ctx=x.context), axis=2)`
(`.context` of the input, which a Symbol does not have), are refined for `routing` rounds by
agreement, and weigh the point features; the input transform net adds its identity as
`x + self.biases.data()` (a constant Parameter read as an NDArray in hybrid code).

Source: cxiang26/pointnet.mxnet: models/pointnet_seg.py @ d425379578 (read_file id 31399791866)
class `PointNetDenseCls` (renamed `Net`), models/pointnet_globalfeat.py (the stored version
find_string id 31442514945 returns for "ctx=x.context)") class `PointNetfeat_vanilla` and
models/transform_nets.py @ d425379578 (id 31676290487) class `input_transform_net`, all unchanged
but for the defaults (16 points, 2 classes, 2 routing rounds: the segmentation model passes
`routing` through; with None the routing code does not run) and `**kwargs` added to
`input_transform_net.hybrid_forward` (Gluon 1.9.1 passes the registered `biases` constant as a
keyword the author's signature does not take: without it nothing runs).  The three classes live in
one file here instead of three modules.
"""
from mxnet.gluon import nn
from mxnet import nd

INPUTS = [(2, 3, 16)]


class input_transform_net(nn.HybridBlock):
    def __init__(self, num_points=2500):
        super(input_transform_net,self).__init__()
        self.num_points = num_points
        self.conv1 = nn.Conv1D(64, 1)
        self.conv2 = nn.Conv1D(128, 1)
        self.conv3 = nn.Conv1D(1024, 1)
        self.mp1 = nn.MaxPool1D(num_points)
        self.fc1 = nn.Dense(512)
        self.fc2 = nn.Dense(256)
        self.fc3 = nn.Dense(9)
        self.bn1 = nn.BatchNorm(in_channels=64)
        self.bn2 = nn.BatchNorm(in_channels=128)
        self.bn3 = nn.BatchNorm(in_channels=1024)
        self.bn4 = nn.BatchNorm(in_channels=512)
        self.bn5 = nn.BatchNorm(in_channels=256)
        self.biases = self.params.get_constant('biases', value=nd.eye(3,3,0,dtype='float32'))

    def hybrid_forward(self, F, x, **kwargs):
        x = F.relu(self.bn1(self.conv1(x)))
        x = F.relu(self.bn2(self.conv2(x)))
        x = F.relu(self.bn3(self.conv3(x)))
        x = self.mp1(x)
        x = F.flatten(x)
        x = F.relu(self.bn4(self.fc1(x)))
        x = F.relu(self.bn5(self.fc2(x)))
        x = self.fc3(x)
        x = F.reshape(x, (-1, 3, 3))
        x = x + self.biases.data()
        return x


class PointNetfeat_vanilla(nn.HybridBlock):
    def __init__(self, num_points = 2500, global_feat = True, routing=None):
        super(PointNetfeat_vanilla, self).__init__()
        self.stn = input_transform_net(num_points = num_points)
        self.routing = routing
        self.conv1 = nn.Conv1D(64, 1)
        self.conv2 = nn.Conv1D(128, 1)
        self.conv3 = nn.Conv1D(1024, 1)
        self.bn1 = nn.BatchNorm(in_channels=64)
        self.bn2 = nn.BatchNorm(in_channels=128)
        self.bn3 = nn.BatchNorm(in_channels=1024)
        self.mp1 = nn.MaxPool1D(num_points)
        self.num_points = num_points
        self.global_feat = global_feat
    def hybrid_forward(self, F, x):

        if self.routing is not None:
            routing_weight = F.softmax(F.zeros(shape=(1, 1, self.num_points), ctx=x.context),axis=2)
        trans = self.stn(x)
        x = F.transpose(x,(0,2,1))
        x = F.batch_dot(x, trans)
        x = F.transpose(x,(0,2,1))
        x = F.relu(self.bn1(self.conv1(x)))
        pointfeat = x
        x = F.relu(self.bn2(self.conv2(x)))
        x = self.bn3(self.conv3(x))
        if self.routing is not None:
            s = F.sum(x * routing_weight, axis=2, keepdims=True)
            # v = Squash(s, axis=1)
            for _ in range(self.routing):
                routing_weight = routing_weight + F.sum(x * s, axis=1,keepdims=True)
                c = F.softmax(routing_weight, axis=2)
                s = F.sum(x * c, axis=2, keepdims=True)
                # v = Squash(s, axis=1)
            x = s
        else:
            x = self.mp1(x)
        if self.global_feat:
            return x, trans
        else:
            x = x.repeat(self.num_points, axis=2)
            return F.concat(x, pointfeat, dim=1), trans


class Net(nn.HybridBlock):
    def __init__(self, num_points=16, k=2, routing=2):
        super(Net, self).__init__()
        self.num_points = num_points
        self.k = k
        self.feat = PointNetfeat_vanilla(num_points, global_feat=False, routing=routing)
        self.conv1 = nn.Conv1D(512, 1)
        self.conv2 = nn.Conv1D(256, 1)
        self.conv3 = nn.Conv1D(128, 1)
        self.conv4 = nn.Conv1D(self.k, 1)
        self.bn1 = nn.BatchNorm(in_channels=512)
        self.bn2 = nn.BatchNorm(in_channels=256)
        self.bn3 = nn.BatchNorm(in_channels=128)

    def hybrid_forward(self, F, x):
        x, trans = self.feat(x)
        x = F.relu(self.bn1(self.conv1(x)))
        x = F.relu(self.bn2(self.conv2(x)))
        x = F.relu(self.bn3(self.conv3(x)))
        x = self.conv4(x)
        x = F.transpose(x, (0,2,1))
        return x, trans
